public struct Early {}
