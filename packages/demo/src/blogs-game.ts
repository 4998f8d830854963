import type { TSeedBlog } from './types.ts';

export const GAME_BLOGS: TSeedBlog[] = [
  {
    category: 'game',
    order: 1,
    project: '3d-shooter-unity',
    title: 'Moving a Player in Unity with C#',
    summary: 'Write your first Unity scripts to walk a player around with the keyboard and jump.',
    blocks: [
      {
        paragraph:
          'Unity runs a script by attaching it to a GameObject. `Update` is called once per frame, so ' +
          'it is the place to read input. Multiplying by `Time.deltaTime` turns "units per frame" into ' +
          '"units per second", so the player moves at the same speed on fast and slow computers.',
        code: `using UnityEngine;

public class PlayerMovement : MonoBehaviour
{
    [SerializeField] private float speed = 5f;

    private void Update()
    {
        float x = Input.GetAxis("Horizontal");
        float z = Input.GetAxis("Vertical");

        Vector3 direction = new Vector3(x, 0f, z);
        transform.Translate(direction * speed * Time.deltaTime);
    }
}`,
        language: 'csharp',
      },
      {
        paragraph:
          'For jumping, let the physics engine do the work. Add a Rigidbody to the player and push ' +
          'it upwards with an impulse. RequireComponent makes Unity add the Rigidbody automatically ' +
          'when you attach the script.',
        code: `using UnityEngine;

[RequireComponent(typeof(Rigidbody))]
public class PlayerJump : MonoBehaviour
{
    [SerializeField] private float jumpForce = 5f;
    private Rigidbody body;

    private void Awake()
    {
        body = GetComponent<Rigidbody>();
    }

    private void Update()
    {
        if (Input.GetButtonDown("Jump"))
        {
            body.AddForce(Vector3.up * jumpForce, ForceMode.Impulse);
        }
    }
}`,
        language: 'csharp',
      },
      {
        paragraph:
          'Notice the `[SerializeField]` attribute on `speed` and `jumpForce`. It keeps the fields private ' +
          'in code but shows them in the Inspector, so you can tune the numbers while the game is ' +
          'running. Changes made in Play mode are reset when you stop, so write down the values you ' +
          'like before leaving it.',
      },
    ],
  },
  {
    category: 'game',
    order: 2,
    project: '3d-shooter-unreal-engine',
    title: 'Creating Your First Unreal Engine Actor in C++',
    summary: 'Write a spinning C++ actor in Unreal Engine 5 and expose its settings to the editor.',
    blocks: [
      {
        paragraph:
          'Unreal C++ classes come in pairs: a header that declares the class and a source file that ' +
          'implements it. The `UCLASS` and `UPROPERTY` macros let the engine see your class, so the ' +
          'speed below can be edited in the Details panel like any built-in setting.',
        code: `#pragma once

#include "CoreMinimal.h"
#include "GameFramework/Actor.h"
#include "Spinner.generated.h"

UCLASS()
class MYGAME_API ASpinner : public AActor
{
    GENERATED_BODY()

public:
    ASpinner();
    virtual void Tick(float DeltaTime) override;

    UPROPERTY(VisibleAnywhere)
    TObjectPtr<UStaticMeshComponent> Mesh;

    UPROPERTY(EditAnywhere, Category = "Spinner")
    float DegreesPerSecond = 90.f;
};`,
        language: 'cpp',
      },
      {
        paragraph:
          'The constructor creates a mesh component to give the actor something to rotate and turns ' +
          'ticking on. Tick then rotates the actor around its vertical (yaw) axis a little every ' +
          'frame, scaled by `DeltaTime` so the speed does not depend on the frame rate.',
        code: `#include "Spinner.h"
#include "Components/StaticMeshComponent.h"

ASpinner::ASpinner()
{
    PrimaryActorTick.bCanEverTick = true;
    Mesh = CreateDefaultSubobject<UStaticMeshComponent>(TEXT("Mesh"));
    RootComponent = Mesh;
}

void ASpinner::Tick(float DeltaTime)
{
    Super::Tick(DeltaTime);
    AddActorLocalRotation(FRotator(0.f, DegreesPerSecond * DeltaTime, 0.f));
}`,
        language: 'cpp',
      },
      {
        paragraph:
          'Mark a function BlueprintCallable and designers can call it from any Blueprint graph. ' +
          'This is how most Unreal projects mix the two: performance-heavy code in C++, and quick ' +
          'gameplay wiring in Blueprints.',
        code: `UFUNCTION(BlueprintCallable, Category = "Spinner")
void SetSpeed(float NewDegreesPerSecond)
{
    DegreesPerSecond = NewDegreesPerSecond;
}`,
        language: 'cpp',
      },
    ],
  },
  {
    category: 'game',
    order: 3,
    title: 'Writing a Game Loop in Python with Pygame',
    summary:
      'Understand the game loop every engine hides from you by writing one yourself in Python.',
    blocks: [
      {
        paragraph:
          'Pygame is a free library for making 2D games in Python. Install it with pip, save the ' +
          'next example as game.py and run it from the same folder. The middle command just prints ' +
          'the installed version, to prove the install worked.',
        code: `python3 -m pip install pygame
python3 -c "import pygame; print(pygame.version.ver)"
python3 game.py`,
        language: 'bash',
      },
      {
        paragraph:
          'Every game repeats the same three steps many times a second: handle input, update the ' +
          'game state and draw the frame. clock.tick(60) caps the loop at 60 frames per second, and ' +
          'the arrow keys move the ball left and right.',
        code: `import pygame

pygame.init()
screen = pygame.display.set_mode((640, 360))
clock = pygame.time.Clock()
x = 320
running = True

while running:
    for event in pygame.event.get():
        if event.type == pygame.QUIT:
            running = False

    keys = pygame.key.get_pressed()
    x += (keys[pygame.K_RIGHT] - keys[pygame.K_LEFT]) * 5

    screen.fill((20, 20, 40))
    pygame.draw.circle(screen, (255, 200, 0), (x, 180), 20)
    pygame.display.flip()
    clock.tick(60)

pygame.quit()`,
        language: 'python',
      },
      {
        paragraph:
          'Moving 5 pixels per frame means the ball slows down whenever the game drops frames. ' +
          'clock.tick returns the milliseconds since the last frame, so you can measure speed in ' +
          'pixels per second instead, exactly as Time.deltaTime does in Unity.',
        code: `speed = 300  # pixels per second
dt = clock.tick(60) / 1000  # seconds since the last frame
x += (keys[pygame.K_RIGHT] - keys[pygame.K_LEFT]) * speed * dt`,
        language: 'python',
      },
    ],
  },
  {
    category: 'game',
    order: 4,
    project: '3d-shooter-unity',
    title: 'Saving High Scores to JSON in Unity',
    summary: "Store a high-score table on the player's device with JsonUtility and load it back.",
    blocks: [
      {
        paragraph:
          'JsonUtility can only convert classes marked [Serializable] with public fields (or private ' +
          'ones marked [SerializeField]). Wrapping the list in a table class matters, because ' +
          'JsonUtility cannot save a bare list at the top level.',
        code: `using System;
using System.Collections.Generic;

[Serializable]
public class HighScore
{
    public string playerName;
    public int score;
}

[Serializable]
public class HighScoreTable
{
    public List<HighScore> entries = new List<HighScore>();
}`,
        language: 'csharp',
      },
      {
        paragraph:
          'Application.persistentDataPath is a folder Unity guarantees you can write to on every ' +
          'platform. Save turns the table into JSON text and writes it to a file; Load reads it ' +
          'back, or returns an empty table the first time the game runs.',
        code: `using System.IO;
using UnityEngine;

public static class HighScoreStore
{
    private static string FilePath =>
        Path.Combine(Application.persistentDataPath, "highscores.json");

    public static void Save(HighScoreTable table)
    {
        string json = JsonUtility.ToJson(table, true);
        File.WriteAllText(FilePath, json);
    }

    public static HighScoreTable Load()
    {
        if (!File.Exists(FilePath)) return new HighScoreTable();
        return JsonUtility.FromJson<HighScoreTable>(File.ReadAllText(FilePath));
    }
}`,
        language: 'csharp',
      },
      {
        paragraph:
          'Passing true as the second argument to ToJson pretty-prints the file, which makes it easy ' +
          'to open and check while you are developing. A saved table looks like this.',
        code: `{
    "entries": [
        {
            "playerName": "Ava",
            "score": 1200
        },
        {
            "playerName": "Sam",
            "score": 950
        }
    ]
}`,
        language: 'json',
      },
      {
        paragraph:
          'A plain JSON file is easy for players to edit, so it suits single-player games but not ' +
          'competitive leaderboards. For online rankings the scores must be checked and stored on a ' +
          'server that players cannot change.',
      },
    ],
  },
];
