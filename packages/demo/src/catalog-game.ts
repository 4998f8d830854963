import type { TSeedCategory, TSeedLesson } from './types.ts';

/** Unity shooter: 4 lessons, one per section. */
const UNITY_LESSONS: TSeedLesson[] = [
  {
    section: 'planning',
    number: 1,
    title: 'Planning the Shooter and Setting Up a Unity Project',
    description:
      'You write a one-page plan for a small arena shooter and create a new 3D project in Unity Hub. ' +
      'You learn the Scene, Game, Hierarchy, Inspector and Project windows and greybox the arena.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'Which application installs Unity Editor versions and creates new projects?',
        options: [
          'Unity Hub',
          'Visual Studio Installer',
          'Steam',
          'The Unity Asset Store',
          'The Package Manager window',
        ],
        correct: 0,
      },
      {
        question: 'Which window lists every GameObject in the open scene?',
        options: ['Project', 'Inspector', 'Console', 'Hierarchy', 'Animator'],
        correct: 3,
      },
      {
        question: 'Which component does every GameObject always have?',
        options: ['Rigidbody', 'Collider', 'Transform', 'Mesh Renderer', 'Camera'],
        correct: 2,
      },
      {
        question: 'What does the Inspector window show?',
        options: [
          'The files in the Assets folder',
          'Errors and log messages',
          'The game as the player sees it',
          'The list of scenes in the build',
          'The components and settings of the selected GameObject',
        ],
        correct: 4,
      },
      {
        question: 'What does it mean to greybox a level?',
        options: [
          'Adding the final textures',
          'Building the layout from simple shapes to test gameplay before adding art',
          'Turning the game black and white',
          'Compressing the textures',
          'Removing all the lights',
        ],
        correct: 1,
      },
    ],
  },
  {
    section: 'build',
    number: 1,
    title: 'First-Person Movement and Mouse Look in C#',
    description:
      'You write a PlayerController script that moves a CharacterController with WASD and turns the ' +
      'camera with the mouse. Gravity and a jump finish the controller.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'Which MonoBehaviour method does Unity call once every frame?',
        options: ['Start()', 'Awake()', 'Update()', 'OnEnable()', 'OnDestroy()'],
        correct: 2,
      },
      {
        question: 'Why multiply movement by Time.deltaTime?',
        options: [
          'To make the player move faster',
          'So the speed is the same whatever the frame rate',
          'To slow the whole game down',
          'To save memory',
          'To convert metres into pixels',
        ],
        correct: 1,
      },
      {
        question:
          'With the classic Input Manager, which call reads W/S (or the up/down arrows) as a value from -1 to 1?',
        options: [
          'Input.GetAxis("Vertical")',
          'Input.GetKey("WS")',
          'Input.mousePosition',
          'Input.GetButton("Jump")',
          'Keyboard.Read("W")',
        ],
        correct: 0,
      },
      {
        question: 'Which CharacterController method moves the player while respecting collisions?',
        options: [
          'transform.Teleport()',
          'Rigidbody.Push()',
          'controller.Translate()',
          'controller.Walk()',
          'controller.Move()',
        ],
        correct: 4,
      },
      {
        question: 'How do you get a reference to another component on the same GameObject?',
        options: [
          'new CharacterController()',
          'Find("CharacterController")',
          'GameObject.Create<CharacterController>()',
          'GetComponent<CharacterController>()',
          'this.component.CharacterController',
        ],
        correct: 3,
      },
    ],
  },
  {
    section: 'explanation',
    number: 1,
    title: 'Raycasts, Colliders and Shooting Explained',
    description:
      'You learn how Physics.Raycast fires an invisible line from the camera and reports what it ' +
      'hits. You use it to build a hitscan gun that damages targets through a Health script.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'What does Physics.Raycast return when the ray hits something?',
        options: ['The distance as an int', 'true', 'The hit GameObject', 'A new Ray', 'null'],
        correct: 1,
      },
      {
        question: 'Which parameter receives the details of what was hit?',
        options: [
          'ref Vector3 point',
          'in Collider col',
          'out RaycastHit hit',
          'params GameObject[] hits',
          'Ray ray',
        ],
        correct: 2,
      },
      {
        question: 'What must an object have for a raycast to detect it?',
        options: [
          'A Light',
          'A Rigidbody',
          'A script named Target',
          'An Audio Source',
          'A Collider',
        ],
        correct: 4,
      },
      {
        question: 'Which vector points straight ahead from the main camera?',
        options: [
          'Camera.main.transform.forward',
          'Vector3.up',
          'transform.right',
          'Vector3.zero',
          'Camera.main.transform.position',
        ],
        correct: 0,
      },
      {
        question: 'Which call removes the target GameObject from the scene?',
        options: [
          'Delete(gameObject);',
          'gameObject.Remove();',
          'Kill(gameObject);',
          'Destroy(gameObject);',
          'gameObject.SetActive(true);',
        ],
        correct: 3,
      },
    ],
  },
  {
    section: 'deployment',
    number: 1,
    title: 'Building for Windows and WebGL',
    description:
      'You add your scenes to the build, set the company and product names and build a Windows ' +
      'executable. Then you make a WebGL build and upload it to itch.io so anyone can play in a browser.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'Where do you choose which scenes are included in a build?',
        options: [
          'The Hierarchy window',
          'The Animator window',
          'The Asset Store',
          'The Scenes In Build list of the build settings',
          'Edit > Preferences',
        ],
        correct: 3,
      },
      {
        question: 'Which build target lets the game run inside a web browser?',
        options: ['Dedicated Server', 'WebGL', 'Android', 'tvOS', 'Linux'],
        correct: 1,
      },
      {
        question: 'Which scene loads first when the built game starts?',
        options: [
          'The scene with the most objects',
          'Any scene named Main',
          'A random scene',
          'The last scene in the list',
          'The scene at index 0 in the build list',
        ],
        correct: 4,
      },
      {
        question: 'Where do you set the product name and company name?',
        options: [
          'Quality settings',
          'Tags and Layers',
          'Player settings',
          'The Lighting window',
          'The Audio Mixer',
        ],
        correct: 2,
      },
      {
        question: 'Why test the built game and not only Play mode in the editor?',
        options: [
          'Builds can behave differently, for example in screen size, performance or missing scenes',
          'The editor cannot run scripts',
          'Builds contain more assets than needed',
          'Play mode turns physics off',
          'Scenes can only be saved from a build',
        ],
        correct: 0,
      },
    ],
  },
];

/** Unreal Engine shooter: 4 lessons, one per section. */
const UNREAL_LESSONS: TSeedLesson[] = [
  {
    section: 'planning',
    number: 1,
    title: 'Planning the Shooter and Starting from the First Person Template',
    description:
      'You plan the game loop of a target-shooting level and create a project from the First Person ' +
      'template. You learn the Viewport, Outliner, Details panel and Content Browser.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'Which panel lists every actor placed in the current level?',
        options: ['Content Browser', 'Details', 'Outliner', 'Output Log', 'Place Actors'],
        correct: 2,
      },
      {
        question: 'Which panel shows the assets (files) in your project?',
        options: ['Content Browser', 'Outliner', 'Details', 'Viewport', 'World Settings'],
        correct: 0,
      },
      {
        question: 'Which keyboard shortcut plays the level in the editor?',
        options: ['Ctrl+S', 'Ctrl+Z', 'Ctrl+Space', 'Alt+F4', 'Alt+P'],
        correct: 4,
      },
      {
        question: 'What is an Actor in Unreal Engine?',
        options: [
          'A sound file',
          'Any object that can be placed in a level',
          'Only the player character',
          'The C++ compiler',
          'A material setting',
        ],
        correct: 1,
      },
      {
        question: 'What does the First Person template give you?',
        options: [
          'A finished multiplayer game',
          'A 2D platformer',
          'An empty project with no content',
          'A playable first-person character with a camera and movement input',
          'A racing car',
        ],
        correct: 3,
      },
    ],
  },
  {
    section: 'build',
    number: 1,
    title: 'Shooting Targets with Blueprints',
    description:
      'You create a BP_Target Blueprint with a mesh, a Health variable and a hit event, and place ' +
      'several in the level. Each projectile hit lowers its health and the target is destroyed at zero.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'What is a Blueprint Class?',
        options: [
          'A C++ header file',
          'A texture format',
          'A visually scripted asset that defines a new type of actor',
          'A level lighting setting',
          'A sound cue',
        ],
        correct: 2,
      },
      {
        question: 'Which event fires when an actor with blocking collision is hit by another?',
        options: [
          'Event Hit',
          'Event Tick',
          'Event BeginPlay',
          'Event Destroyed',
          'Event Construct',
        ],
        correct: 0,
      },
      {
        question: 'Which node removes the target actor from the level?',
        options: ['Delete Object', 'Destroy Actor', 'Remove from Parent', 'Hide Actor', 'Kill'],
        correct: 1,
      },
      {
        question: 'Which node checks a condition, such as Health <= 0, and picks one of two paths?',
        options: ['Sequence', 'Delay', 'Print String', 'For Each Loop', 'Branch'],
        correct: 4,
      },
      {
        question: 'When does Event BeginPlay run?',
        options: [
          'Every frame',
          'When the actor is destroyed',
          'When the project is saved',
          'Once, when the game starts or the actor is spawned',
          'When the editor opens',
        ],
        correct: 3,
      },
    ],
  },
  {
    section: 'explanation',
    number: 1,
    title: 'Blueprints and C++ Side by Side Explained',
    description:
      "You rebuild the target's health logic as a C++ Actor class and compare it with the Blueprint " +
      'version. You see how UCLASS, UPROPERTY and UFUNCTION expose C++ to the editor and Blueprints.',
    difficulty: 'Advanced',
    questions: [
      {
        question: 'Which macro exposes a C++ member variable to the editor and Blueprints?',
        options: ['UPROPERTY()', 'UCLASS()', 'GENERATED_BODY()', 'USTRUCT()', '#define EXPOSE'],
        correct: 0,
      },
      {
        question: 'Which UFUNCTION specifier lets Blueprints call a C++ function?',
        options: [
          'BlueprintReadOnly',
          'EditAnywhere',
          'VisibleAnywhere',
          'BlueprintCallable',
          'Transient',
        ],
        correct: 3,
      },
      {
        question: 'Which C++ function is the equivalent of Event Tick?',
        options: ['BeginPlay()', 'Tick(float DeltaTime)', 'Update()', 'OnFrame()', 'FixedUpdate()'],
        correct: 1,
      },
      {
        question: 'Which prefix does Unreal use for classes derived from AActor?',
        options: ['U', 'F', 'E', 'I', 'A'],
        correct: 4,
      },
      {
        question: 'Why might you move heavy gameplay logic from Blueprints into C++?',
        options: [
          'C++ cannot be debugged, so it is safer',
          'Blueprints cannot use variables',
          'Compiled C++ usually runs faster than Blueprint script for heavy logic',
          'Blueprints do not work in packaged games',
          'C++ does not need compiling',
        ],
        correct: 2,
      },
    ],
  },
  {
    section: 'deployment',
    number: 1,
    title: 'Packaging the Game for Windows',
    description:
      'You set the default map and game mode in Project Settings and package a Shipping build for ' +
      'Windows. You test the packaged game outside the editor and zip it up for sharing.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'Where do you set which map loads when the packaged game starts?',
        options: [
          'Project Settings > Maps & Modes > Game Default Map',
          'World Settings > Lightmass',
          'The Content Browser filters',
          'Editor Preferences > Appearance',
          'The Output Log',
        ],
        correct: 0,
      },
      {
        question: 'Which build configuration is meant for the final release to players?',
        options: ['Debug', 'DebugGame', 'Development', 'Shipping', 'Test'],
        correct: 3,
      },
      {
        question: 'What does packaging a project do?',
        options: [
          'Uploads the project to the Marketplace',
          'Opens the level in VR',
          'Saves every asset',
          'Deletes unused assets',
          'Cooks the content and builds a standalone game that runs without the editor',
        ],
        correct: 4,
      },
      {
        question: 'In Unreal Engine 5, where is the Package Project command?',
        options: [
          'Window > Outliner',
          'The Platforms menu in the toolbar, under Windows',
          'Edit > Undo History',
          'Content Browser > Import',
          'Help > About Unreal Editor',
        ],
        correct: 1,
      },
      {
        question: 'What does "cooking" content mean?',
        options: [
          'Adding fire effects',
          'Baking the lighting only',
          'Converting assets into the formats the target platform needs',
          'Compressing the source code',
          'Deleting the Saved folder',
        ],
        correct: 2,
      },
    ],
  },
];

export const GAME_CATEGORY: TSeedCategory = {
  slug: 'game',
  title: 'Game Development',
  status: 'coming_soon',
  comingSoonLabel: 'Coming 19 October',
  projects: [
    {
      slug: '3d-shooter-unity',
      title: '3D Shooter (Unity)',
      description:
        'Build a first-person arena shooter in Unity with C# scripts for movement, shooting and targets.',
      status: 'published',
      level: 'Beginner',
      outcomes: [
        'Plan a small game and set up a Unity project',
        'Script player movement and shooting in C#',
        'Add targets, scoring and a simple game loop',
        'Build the game to run outside the editor',
      ],
      prerequisites: [
        'A computer that runs Unity (Windows, macOS or Linux) with Unity Hub installed',
        'No game development experience needed',
      ],
      lessons: UNITY_LESSONS,
    },
    {
      slug: '3d-shooter-unreal-engine',
      title: '3D Shooter (Unreal Engine)',
      description:
        'Build a first-person target shooter in Unreal Engine 5 with Blueprints and a little C++.',
      status: 'published',
      level: 'Intermediate',
      outcomes: [
        'Set up an Unreal Engine 5 project from the first-person template',
        'Build game logic visually with Blueprints',
        'Write a first C++ class and use it from Blueprints',
        'Package the game for your platform',
      ],
      prerequisites: [
        'A computer able to run Unreal Engine 5 (a dedicated graphics card helps)',
        'Some programming in any language; the 3D Shooter (Unity) course is a gentler start',
      ],
      lessons: UNREAL_LESSONS,
    },
  ],
};
