import type { TSeedBlog } from './types.ts';

export const MOBILE_BLOGS: TSeedBlog[] = [
  {
    category: 'mobile',
    order: 1,
    project: 'portfolio',
    title: 'A Counter App in React Native with useState',
    summary: 'Build your first interactive React Native screen and learn how state drives the UI.',
    blocks: [
      {
        paragraph:
          'Expo is the quickest way to start a React Native app. These commands create a project, ' +
          'move into it and start the development server. Scan the QR code with the Expo Go app to ' +
          'run the app on your phone.',
        code: `npx create-expo-app@latest counter-app
cd counter-app
npx expo start`,
        language: 'bash',
      },
      {
        paragraph:
          '`useState` gives a component a value that survives re-renders, plus a function to change ' +
          'it. Each time you call `setCount`, React runs the component again and the screen shows the ' +
          'new number. Text must always sit inside a `<Text>` component in React Native.',
        code: `import { useState } from 'react';
import { Button, StyleSheet, Text, View } from 'react-native';

export default function Counter() {
  const [count, setCount] = useState(0);

  return (
    <View style={styles.container}>
      <Text style={styles.count}>{count}</Text>
      <Button title="Add one" onPress={() => setCount(count + 1)} />
      <Button title="Reset" onPress={() => setCount(0)} />
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 12 },
  count: { fontSize: 48, fontWeight: 'bold' },
});`,
        language: 'typescript',
      },
      {
        paragraph:
          'When the new value depends on the old one, pass a function to the setter instead. ' +
          'React hands it the latest value, so calling it twice really adds two. With setCount(count ' +
          '+ 1) written twice, both calls would read the same old count.',
        code: `function addTwo() {
  setCount((current) => current + 1);
  setCount((current) => current + 1);
}`,
        language: 'typescript',
      },
    ],
  },
  {
    category: 'mobile',
    order: 2,
    title: 'Your First Android Screen with Jetpack Compose',
    summary:
      'Describe an Android UI in Kotlin with composable functions and make it react to taps.',
    blocks: [
      {
        paragraph:
          'Jetpack Compose builds Android screens from Kotlin functions marked @Composable instead ' +
          'of XML layouts. setContent in your activity decides what to draw, and Android Studio adds ' +
          'the imports for you as you type.',
        code: `class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent {
            MaterialTheme {
                Greeting(name = "ThinkBuild")
            }
        }
    }
}

@Composable
fun Greeting(name: String) {
    Text(text = "Hello, $name!")
}`,
        language: 'kotlin',
      },
      {
        paragraph:
          'To make a screen interactive, keep a value in state with remember and mutableStateOf. ' +
          'When the button changes likes, Compose redraws only the parts of the screen that read it.',
        code: `@Composable
fun LikeButton() {
    var likes by remember { mutableStateOf(0) }

    Column(horizontalAlignment = Alignment.CenterHorizontally) {
        Text(text = "Likes: $likes")
        Button(onClick = { likes++ }) {
            Text("Like")
        }
    }
}`,
        language: 'kotlin',
      },
      {
        paragraph:
          'Add a preview function to see a composable in Android Studio without running an emulator. ' +
          'The design pane refreshes as you edit, which makes tweaking padding and colours fast.',
        code: `@Preview(showBackground = true)
@Composable
fun LikeButtonPreview() {
    LikeButton()
}`,
        language: 'kotlin',
      },
    ],
  },
  {
    category: 'mobile',
    order: 3,
    title: 'Building a Scrollable List in SwiftUI',
    summary: 'Show a list of projects in an iOS app with SwiftUI and open a detail screen on tap.',
    blocks: [
      {
        paragraph:
          'SwiftUI builds iOS screens from small structs that describe what to show. List turns an ' +
          'array into a scrolling list, and because Project conforms to Identifiable, SwiftUI can ' +
          'tell the rows apart using each id.',
        code: `import SwiftUI

struct Project: Identifiable {
    let id = UUID()
    let name: String
    let language: String
}

struct ProjectList: View {
    let projects = [
        Project(name: "Portfolio", language: "Swift"),
        Project(name: "Weather App", language: "Swift"),
    ]

    var body: some View {
        List(projects) { project in
            VStack(alignment: .leading) {
                Text(project.name).font(.headline)
                Text(project.language).foregroundStyle(.secondary)
            }
        }
    }
}`,
        language: 'swift',
      },
      {
        paragraph:
          'Wrap the list in a NavigationStack and each row can become a NavigationLink. Tapping a ' +
          'row slides in the destination view and adds a back button automatically.',
        code: `var body: some View {
    NavigationStack {
        List(projects) { project in
            NavigationLink(project.name) {
                Text("Details for \\(project.name)")
            }
        }
        .navigationTitle("My Projects")
    }
}`,
        language: 'swift',
      },
      {
        paragraph:
          'The #Preview macro renders your view in the Xcode canvas as you type, so you rarely need ' +
          'to launch the simulator while working on layout.',
        code: `#Preview {
    ProjectList()
}`,
        language: 'swift',
      },
    ],
  },
  {
    category: 'mobile',
    order: 4,
    title: 'Flutter Widgets for Absolute Beginners',
    summary:
      'Learn how Flutter builds a whole app out of widgets, from the first screen to a counter.',
    blocks: [
      {
        paragraph:
          'Flutter apps are written in Dart and run on Android, iOS, the web and desktop from one ' +
          'codebase. After installing the Flutter SDK, these commands create a starter app and run ' +
          'it on a connected device or emulator.',
        code: `flutter create hello_flutter
cd hello_flutter
flutter run`,
        language: 'bash',
      },
      {
        paragraph:
          'In Flutter everything on screen is a widget: text, padding, layout and even the app ' +
          'itself. A StatelessWidget only needs a build method that returns more widgets. Marking ' +
          'widgets const lets Flutter reuse them instead of rebuilding them.',
        code: `import 'package:flutter/material.dart';

void main() {
  runApp(const MyApp());
}

class MyApp extends StatelessWidget {
  const MyApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      home: Scaffold(
        appBar: AppBar(title: const Text('Hello Flutter')),
        body: const Center(child: Text('Everything is a widget!')),
      ),
    );
  }
}`,
        language: 'dart',
      },
      {
        paragraph:
          'When a widget needs to change, use a StatefulWidget. The data lives in a separate State ' +
          'class, and calling setState tells Flutter to run build again with the new value.',
        code: `class Counter extends StatefulWidget {
  const Counter({super.key});

  @override
  State<Counter> createState() => _CounterState();
}

class _CounterState extends State<Counter> {
  int _count = 0;

  @override
  Widget build(BuildContext context) {
    return ElevatedButton(
      onPressed: () => setState(() => _count++),
      child: Text('Tapped $_count times'),
    );
  }
}`,
        language: 'dart',
      },
    ],
  },
];
