public struct StackList {}
