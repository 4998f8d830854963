import type { TSeedCategory, TSeedLesson } from './types.ts';

/** Mobile portfolio: 6 lessons (planning 1, build 3, explanation 1, deployment 1). */
const PORTFOLIO_LESSONS: TSeedLesson[] = [
  {
    section: 'planning',
    number: 1,
    title: 'Planning the App and Creating an Expo Project',
    description:
      'You plan the three screens of a portfolio app (home, projects and contact) and create a new ' +
      'project with create-expo-app. Then you run it on your own phone with the Expo Go app.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'Which command creates a new Expo project?',
        options: [
          'npm init react-native',
          'npx create-expo-app@latest',
          'expo new app',
          'npm install expo-project',
          'npx react-native-web',
        ],
        correct: 1,
      },
      {
        question: 'What is Expo Go?',
        options: [
          'A paid cloud code editor',
          'A JavaScript testing library',
          'A CSS framework for apps',
          'A database for mobile apps',
          'A phone app that runs your project on a real device during development',
        ],
        correct: 4,
      },
      {
        question: 'Which language do you write React Native components in?',
        options: [
          'JavaScript or TypeScript with JSX',
          'Swift only',
          'Kotlin only',
          'Dart',
          'Java only',
        ],
        correct: 0,
      },
      {
        question: 'Which command starts the Expo development server?',
        options: ['npm run build', 'expo deploy', 'node app.js', 'npx expo start', 'npx run-ios'],
        correct: 3,
      },
      {
        question: 'How does React Native draw the user interface?',
        options: [
          'Inside a web view using HTML',
          'As a PDF document',
          'With real native platform components',
          'Only by drawing pixels on a canvas',
          'Through a Flash plug-in',
        ],
        correct: 2,
      },
    ],
  },
  {
    section: 'build',
    number: 1,
    title: 'Building the Home Screen with View, Text and StyleSheet',
    description:
      'You build the home screen with your photo, name, a short bio and two buttons. You style it ' +
      'with StyleSheet.create and lay it out with Flexbox.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'Which core component is the React Native equivalent of a <div>?',
        options: ['<Div>', '<Container>', '<Section>', '<Block>', '<View>'],
        correct: 4,
      },
      {
        question: 'Where must text be placed in React Native?',
        options: [
          'Directly inside a <View>',
          'Inside a <Text> component',
          'Inside a <p> tag',
          'Inside a StyleSheet',
          'Inside an <Image>',
        ],
        correct: 1,
      },
      {
        question: 'How do you create a set of styles in React Native?',
        options: [
          'StyleSheet.create({ ... })',
          "import './styles.css';",
          'A <style> tag',
          'document.styleSheets',
          'CSS.create()',
        ],
        correct: 0,
      },
      {
        question: 'How are style property names written in React Native?',
        options: [
          'kebab-case, like background-color',
          'UPPER_CASE, like BACKGROUND_COLOR',
          'camelCase, like backgroundColor',
          'snake_case, like background_color',
          'With a leading dash, like -background-color',
        ],
        correct: 2,
      },
      {
        question: 'Which line shows a local image file?',
        options: [
          "<img src='./assets/me.png' />",
          "<Picture file='./assets/me.png' />",
          "<Image href='./assets/me.png' />",
          "<Image source={require('./assets/me.png')} />",
          "<View image='./assets/me.png' />",
        ],
        correct: 3,
      },
    ],
  },
  {
    section: 'build',
    number: 2,
    title: 'Adding Screens and Tab Navigation with Expo Router',
    description:
      'You add Projects and Contact screens as files in the app folder and connect them with a tab ' +
      'bar using Expo Router. Link components and router.push move the user between screens.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'In Expo Router, how do you add a new screen?',
        options: [
          'Register it in AndroidManifest.xml',
          'Add a route to a routes.json file',
          'Call createScreen() in App.js',
          'Add it to Info.plist',
          'Create a new file in the app directory',
        ],
        correct: 4,
      },
      {
        question:
          'Which file defines the layout (such as tabs or a stack) for the screens in a folder?',
        options: ['_layout.tsx', 'index.css', 'layout.json', 'app.config.js', 'router.ts'],
        correct: 0,
      },
      {
        question: 'Which route does app/index.tsx map to?',
        options: ['/index', '/home', '/', '/app', '/main'],
        correct: 2,
      },
      {
        question: 'Which component renders a tappable link to the projects screen?',
        options: [
          '<a href="/projects">',
          '<Link href="/projects">',
          '<Navigate to="/projects">',
          '<Route path="/projects">',
          '<Anchor screen="projects">',
        ],
        correct: 1,
      },
      {
        question: 'Which call navigates to the projects screen from code?',
        options: [
          "window.location = '/projects'",
          "navigate.open('projects')",
          "Screen.show('/projects')",
          "router.push('/projects')",
          "history.go('/projects')",
        ],
        correct: 3,
      },
    ],
  },
  {
    section: 'build',
    number: 3,
    title: 'Project List with FlatList and Opening Links',
    description:
      'You list your projects from an array with FlatList, each row showing a thumbnail, title and ' +
      "tech stack. Tapping a row opens the project's live site with Linking.openURL.",
    difficulty: 'Intermediate',
    questions: [
      {
        question:
          'Why use FlatList instead of mapping an array inside a ScrollView for long lists?',
        options: [
          'FlatList only renders the items near the screen, which saves memory',
          'FlatList supports CSS files',
          'A ScrollView cannot scroll',
          'FlatList only works on iOS',
          'map() is not allowed in JSX',
        ],
        correct: 0,
      },
      {
        question: 'Which two FlatList props are required?',
        options: [
          'items and render',
          'list and template',
          'source and view',
          'rows and columns',
          'data and renderItem',
        ],
        correct: 4,
      },
      {
        question: 'What is keyExtractor used for?',
        options: [
          'Sorting the list',
          'Encrypting the data',
          'Giving each item a unique key so React can keep track of it',
          'Choosing the scroll direction',
          'Filtering out empty items',
        ],
        correct: 2,
      },
      {
        question: 'Which core component makes a row respond to taps?',
        options: ['<Clickable>', '<Pressable>', '<Hoverable>', '<TouchArea>', '<Tap>'],
        correct: 1,
      },
      {
        question: "Which API opens a web address in the phone's browser?",
        options: [
          'window.open(url)',
          'fetch(url)',
          'Browser.launch(url)',
          'Linking.openURL(url)',
          'Navigator.go(url)',
        ],
        correct: 3,
      },
    ],
  },
  {
    section: 'explanation',
    number: 1,
    title: 'Flexbox and Styling in React Native Explained',
    description:
      'You compare React Native layout with CSS on the web: column is the default direction, sizes ' +
      'are unitless numbers and styles do not cascade. Then you make the home screen adapt to any phone.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'What is the default flexDirection in React Native?',
        options: ['row', 'row-reverse', 'column-reverse', 'column', 'none'],
        correct: 3,
      },
      {
        question: 'What do unitless sizes such as width: 100 mean in React Native?',
        options: [
          'Density-independent pixels',
          'Physical screen pixels',
          'Percent of the parent',
          'rem units',
          'Centimetres',
        ],
        correct: 0,
      },
      {
        question: 'Do styles cascade down to child components as CSS does on the web?',
        options: [
          'Yes, every style is inherited',
          'Only colours are inherited',
          'Only inside a ScrollView',
          'Yes, but only on Android',
          'No; only a <Text> nested in another <Text> inherits text styles',
        ],
        correct: 4,
      },
      {
        question: 'Which hook gives you the current window width and height?',
        options: ['useState', 'useEffect', 'useWindowDimensions', 'useScreen', 'useLayout'],
        correct: 2,
      },
      {
        question: 'How do you apply two styles to one component?',
        options: [
          'style="a b"',
          'style={[styles.a, styles.b]}',
          'className={styles.a + styles.b}',
          'style={styles.a.concat(styles.b)}',
          'styles={a, b}',
        ],
        correct: 1,
      },
    ],
  },
  {
    section: 'deployment',
    number: 1,
    title: 'Building and Publishing with EAS Build',
    description:
      "You set the app's name, icon and package identifier in app.json and create Android and iOS " +
      'builds with EAS Build. You finish by submitting the Android build to the Google Play Console.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'Which command installs the EAS command-line tool globally?',
        options: [
          'npm install -g eas-cli',
          'npm install expo-build',
          'npx install eas',
          'brew install expo',
          'npm i -g react-native-cli',
        ],
        correct: 0,
      },
      {
        question: 'Which command starts a cloud build for Android?',
        options: [
          'expo publish android',
          'eas build --platform android',
          'npm run android-release',
          'npx react-native build-android',
          'eas deploy android',
        ],
        correct: 1,
      },
      {
        question: 'Which file holds EAS build profiles such as development and production?',
        options: [
          'package.json',
          'babel.config.js',
          'metro.config.js',
          'tsconfig.json',
          'eas.json',
        ],
        correct: 4,
      },
      {
        question: 'Which file format does Google Play require for new app uploads?',
        options: ['.apk only', '.ipa', '.exe', '.aab (Android App Bundle)', '.zip'],
        correct: 3,
      },
      {
        question: 'What uniquely identifies an Android app on Google Play?',
        options: [
          "The app's display name",
          'Its icon',
          'Its package name, such as com.yourname.portfolio',
          'Its version number',
          'Your Expo username',
        ],
        correct: 2,
      },
    ],
  },
];

export const MOBILE_CATEGORY: TSeedCategory = {
  slug: 'mobile',
  title: 'Mobile Development',
  status: 'published',
  projects: [
    {
      slug: 'portfolio',
      title: 'Mobile Portfolio (React Native)',
      description:
        'Build a portfolio app for Android and iOS with React Native and Expo, then publish it.',
      status: 'published',
      level: 'Beginner',
      outcomes: [
        'Create a React Native app with Expo and run it on your own phone',
        'Build screens from components and style them',
        'Move between screens with navigation',
        'Publish the app for Android and iOS',
      ],
      prerequisites: [
        'Basic JavaScript (variables, functions, arrays)',
        'A computer and an Android or iOS phone with Expo Go installed',
      ],
      lessons: PORTFOLIO_LESSONS,
    },
    {
      slug: 'project-manager',
      title: 'Project Manager',
      description:
        'Build a mobile project manager that keeps your tasks, deadlines and progress in your pocket.',
      status: 'coming_soon',
      comingSoonLabel: 'Coming 14 September',
      lessons: [],
    },
    {
      slug: 'online-store',
      title: 'Online Store',
      description:
        'Build a shopping app with product listings, a cart and a checkout flow for Android and iOS.',
      status: 'coming_soon',
      comingSoonLabel: 'Coming 28 September',
      lessons: [],
    },
  ],
};
