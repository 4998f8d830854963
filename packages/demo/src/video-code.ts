/**
 * The code each demo lesson's video writes, for the lessons that ship no code snippet
 * (snippets-web.ts has the rest), keyed "category/project/section:number". `notes` are what the
 * narration says while the code is typed, one caption each (lesson-videos.ts times them).
 * Each block is what the lesson's description promises, short enough to read at 720p.
 */
export type TVideoCode = {
  file: string;
  language: 'html' | 'css' | 'javascript' | 'bash' | 'json' | 'csharp' | 'cpp' | 'markdown';
  code: string;
  notes: string[];
};

export const VIDEO_CODE: Record<string, TVideoCode[]> = {
  'web/portfolio/planning:1': [
    {
      file: 'content-plan.md',
      language: 'markdown',
      code: '# My portfolio\n\nFor: recruiters and first clients\nGoal: get a message through the contact form\n\n## Home\n- name, one line about what I build\n## About\n- photo, short story, skills\n## Projects\n- 3 best projects: what, tech, links\n## Contact\n- form, email, GitHub',
      notes: [
        'Write down who the site is for and what a visit should lead to.',
        'Then list every section and the content it needs, before any code.',
      ],
    },
  ],
  'web/portfolio/planning:2': [
    {
      file: 'sitemap.md',
      language: 'markdown',
      code: '# Site map (one page)\n\nheader  → logo, nav: About · Projects · Contact\n#hero   → headline, "View my work" button\n#about  → photo | text (row on desktop)\n#projects → cards: 1 column phone, 3 desktop\n#contact → form\nfooter  → links, copyright',
      notes: [
        'Each box of the wireframe becomes a section with an id.',
        'The nav links jump to those ids, so the site map is also the menu.',
      ],
    },
  ],
  'web/portfolio/explanation:1': [
    {
      file: 'index.html',
      language: 'html',
      code: '<link rel="stylesheet" href="style.css">\n<main>\n  <h1>Hi, I’m Thandi</h1>\n  <p class="lead">I build websites.</p>\n</main>',
      notes: [
        'The parser reads the HTML top to bottom and builds the DOM tree.',
        'The stylesheet becomes the CSSOM; together they make the render tree.',
      ],
    },
    {
      file: 'style.css',
      language: 'css',
      code: 'h1 {\n  font-size: 2.5rem;\n}\n\n.lead {\n  color: #4f46e5;\n}',
      notes: [
        'Layout works out where each box goes and how big it is.',
        'Paint fills in the pixels: text, colours, borders and images.',
      ],
    },
  ],
  'mobile/portfolio/planning:1': [
    {
      file: 'Terminal',
      language: 'bash',
      code: 'npx create-expo-app@latest portfolio\ncd portfolio\nnpx expo start\n\n# Scan the QR code with Expo Go',
      notes: [
        'create-expo-app makes a new React Native project with Expo.',
        'npx expo start shows a QR code: scan it with Expo Go to run the app on your phone.',
      ],
    },
  ],
  'mobile/portfolio/build:1': [
    {
      file: 'app/index.js',
      language: 'javascript',
      code: "import { View, Text, Image, StyleSheet } from 'react-native';\nimport photo from '../assets/me.png';\n\nexport default function Home() {\n  return (\n    <View style={styles.screen}>\n      <Image source={photo} style={styles.photo} />\n      <Text style={styles.name}>Thandi Nkosi</Text>\n      <Text style={styles.bio}>I build apps for Android and iOS.</Text>\n    </View>\n  );\n}\n\nconst styles = StyleSheet.create({\n  screen: {\n    flex: 1,\n    alignItems: 'center',\n    justifyContent: 'center',\n    gap: 12,\n  },\n  photo: { width: 120, height: 120, borderRadius: 60 },\n  name: { fontSize: 28, fontWeight: '700' },\n  bio: { fontSize: 16, color: '#475569' },\n});",
      notes: [
        'View is the box, Text holds every piece of text, and Image shows your photo.',
        'StyleSheet.create keeps the styles together; flex: 1 fills the screen.',
        'alignItems and justifyContent centre everything, and gap spaces it out.',
      ],
    },
  ],
  'mobile/portfolio/build:2': [
    {
      file: 'app/_layout.js',
      language: 'javascript',
      code: "import { Tabs } from 'expo-router';\n\nexport default function Layout() {\n  return (\n    <Tabs>\n      <Tabs.Screen name=\"index\" options={{ title: 'Home' }} />\n      <Tabs.Screen name=\"projects\" options={{ title: 'Projects' }} />\n      <Tabs.Screen name=\"contact\" options={{ title: 'Contact' }} />\n    </Tabs>\n  );\n}",
      notes: [
        'With Expo Router every file in the app folder is a screen.',
        'The layout file puts a tab bar under the three screens.',
      ],
    },
    {
      file: 'app/index.js',
      language: 'javascript',
      code: 'import { Link, router } from \'expo-router\';\n\n<Link href="/projects">See my projects</Link>\n\n<Button title="Contact me" onPress={() => router.push(\'/contact\')} />',
      notes: [
        'Link moves to another screen when it is tapped.',
        'router.push does the same from code, for example from a button.',
      ],
    },
  ],
  'mobile/portfolio/build:3': [
    {
      file: 'app/projects.js',
      language: 'javascript',
      code: "import { FlatList, Pressable, Text, Linking } from 'react-native';\nimport { projects } from '../data/projects';\n\nexport default function Projects() {\n  return (\n    <FlatList\n      data={projects}\n      keyExtractor={(item) => item.id}\n      renderItem={({ item }) => (\n        <Pressable onPress={() => Linking.openURL(item.url)}>\n          <Text>{item.title}</Text>\n          <Text>{item.stack}</Text>\n        </Pressable>\n      )}\n    />\n  );\n}",
      notes: [
        'FlatList draws one row per project and only renders the rows on screen.',
        'keyExtractor gives each row a stable key.',
        "Tapping a row calls Linking.openURL, which opens the project's live site.",
      ],
    },
  ],
  'mobile/portfolio/explanation:1': [
    {
      file: 'styles.js',
      language: 'javascript',
      code: "const styles = StyleSheet.create({\n  // column is the default direction\n  row: { flexDirection: 'row', gap: 8 },\n  // sizes are numbers, not '8px'\n  card: { padding: 16, borderRadius: 12 },\n  // a percentage adapts to any phone\n  photo: { width: '40%', aspectRatio: 1 },\n});",
      notes: [
        'In React Native flexDirection starts as column, not row as on the web.',
        'Sizes are plain numbers, and styles do not cascade to children.',
        'Percentages and aspectRatio make the screen fit any phone.',
      ],
    },
  ],
  'mobile/portfolio/deployment:1': [
    {
      file: 'app.json',
      language: 'json',
      code: '{\n  "expo": {\n    "name": "Thandi Portfolio",\n    "icon": "./assets/icon.png",\n    "android": { "package": "com.thandi.portfolio" },\n    "ios": { "bundleIdentifier": "com.thandi.portfolio" }\n  }\n}',
      notes: [
        'app.json names the app and sets its icon.',
        'The package identifier must be unique in each store.',
      ],
    },
    {
      file: 'Terminal',
      language: 'bash',
      code: 'npm install -g eas-cli\neas login\neas build --platform all\neas submit --platform android',
      notes: [
        'eas build makes the Android and iOS builds in the cloud.',
        'eas submit sends the Android build to the Google Play Console.',
      ],
    },
  ],
  'game/3d-shooter-unity/planning:1': [
    {
      file: 'game-plan.md',
      language: 'markdown',
      code: '# Arena shooter: one-page plan\n\nGoal: hit 10 targets in 60 seconds\nPlayer: walk (WASD), look (mouse), shoot (click)\nArena: one room, cover boxes, 10 targets\n\n## Unity windows\nScene · Game · Hierarchy · Inspector · Project',
      notes: [
        'A one-page plan keeps the first game small enough to finish.',
        'Then we greybox the arena in the Scene window with plain cubes.',
      ],
    },
  ],
  'game/3d-shooter-unity/build:1': [
    {
      file: 'PlayerController.cs',
      language: 'csharp',
      code: 'public class PlayerController : MonoBehaviour\n{\n    public float speed = 5f;\n    public float mouseSpeed = 200f;\n    public Transform cam;\n    CharacterController controller;\n    float pitch;\n\n    void Start() => controller = GetComponent<CharacterController>();\n\n    void Update()\n    {\n        var move = transform.right * Input.GetAxis("Horizontal")\n                 + transform.forward * Input.GetAxis("Vertical");\n        controller.Move(move * speed * Time.deltaTime);\n\n        float turn = mouseSpeed * Time.deltaTime;\n        transform.Rotate(0, Input.GetAxis("Mouse X") * turn, 0);\n        pitch -= Input.GetAxis("Mouse Y") * turn;\n        pitch = Mathf.Clamp(pitch, -80, 80);\n        cam.localRotation = Quaternion.Euler(pitch, 0, 0);\n    }\n}',
      notes: [
        'The CharacterController moves the player and stops it at walls.',
        'WASD gives a direction relative to where the player faces.',
        'The mouse turns the body left and right, and tilts the camera up and down.',
      ],
    },
  ],
  'game/3d-shooter-unity/explanation:1': [
    {
      file: 'Gun.cs',
      language: 'csharp',
      code: 'void Update()\n{\n    if (!Input.GetButtonDown("Fire1")) return;\n    var ray = new Ray(cam.position, cam.forward);\n    if (Physics.Raycast(ray, out RaycastHit hit, range))\n    {\n        var health = hit.collider.GetComponent<Health>();\n        if (health != null) health.TakeDamage(damage);\n    }\n}',
      notes: [
        'Physics.Raycast fires an invisible line from the camera.',
        'It reports the first collider it hits, in a RaycastHit.',
        'If that object has a Health script, the gun damages it.',
      ],
    },
  ],
  'game/3d-shooter-unity/deployment:1': [
    {
      file: 'Build settings',
      language: 'markdown',
      code: '# File › Build Settings\n\nScenes in Build: [x] Scenes/Arena\nPlatform: Windows, Mac, Linux → Build → Builds/Windows\nPlatform: WebGL → Switch Platform → Build → Builds/WebGL\n\n# itch.io\nzip Builds/WebGL → upload → "This file will be played in the browser"',
      notes: [
        'Add the arena scene to the build and choose Windows as the platform.',
        'For the browser, switch to WebGL, build, zip the folder and upload it to itch.io.',
      ],
    },
  ],
  'game/3d-shooter-unreal-engine/planning:1': [
    {
      file: 'game-loop.md',
      language: 'markdown',
      code: '# Target range: game loop\n\n1. Spawn in the range with a rifle\n2. Targets stand at 10, 20 and 30 metres\n3. Each hit lowers a target’s health\n4. All targets down → "Range clear" and the time\n\nTemplate: First Person\nWindows: Viewport, Outliner, Details, Content Browser',
      notes: [
        'The game loop says what the player does, again and again, until the level ends.',
        'The First Person template already gives us a player, a gun and projectiles.',
      ],
    },
  ],
  'game/3d-shooter-unreal-engine/build:1': [
    {
      file: 'BP_Target (Event Graph)',
      language: 'markdown',
      code: 'Variables\n  Health : Float = 100\n\nEvent Hit (Other = BP_FirstPersonProjectile)\n  → Set Health = Health - 25\n  → Branch (Health <= 0)\n       True  → Destroy Actor\n       False → Play Sound "Hit"',
      notes: [
        'BP_Target has a mesh, a Health variable and an Event Hit.',
        'Each projectile hit lowers Health, and at zero the target destroys itself.',
      ],
    },
  ],
  'game/3d-shooter-unreal-engine/explanation:1': [
    {
      file: 'Target.h',
      language: 'cpp',
      code: 'UCLASS()\nclass ATarget : public AActor\n{\n    GENERATED_BODY()\npublic:\n    UPROPERTY(EditAnywhere, BlueprintReadWrite)\n    float Health = 100.f;\n\n    UFUNCTION(BlueprintCallable)\n    void TakeHit(float Damage)\n    {\n        Health -= Damage;\n        if (Health <= 0.f) Destroy();\n    }\n};',
      notes: [
        'UCLASS makes the C++ class known to the editor.',
        'UPROPERTY shows Health in the Details panel and to Blueprints.',
        'UFUNCTION lets a Blueprint call TakeHit, just like the node we built.',
      ],
    },
  ],
  'game/3d-shooter-unreal-engine/deployment:1': [
    {
      file: 'Terminal',
      language: 'bash',
      code: '# Project Settings › Maps & Modes: default map TargetRange\n# Platforms › Windows › Package Project (Shipping)\n\nRunUAT BuildCookRun -project=Range.uproject -platform=Win64 \\\n  -clientconfig=Shipping -cook -stage -pak -archive\n\nCompress-Archive Build\\Windows TargetRange.zip',
      notes: [
        'Set the default map and game mode so the packaged game starts in the range.',
        'Package a Shipping build, test it outside the editor, then zip it up.',
      ],
    },
  ],
};
