public struct Unread {}
