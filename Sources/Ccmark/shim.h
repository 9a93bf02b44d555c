#ifndef QUARTET_CCMARK_SHIM_H
#define QUARTET_CCMARK_SHIM_H
// The cmark C library (CommonMark reference implementation), as installed by Debian's
// libcmark-dev or Homebrew's cmark. Only DocBuildKit/Markdown/CMarkParser.swift imports it.
#include <cmark.h>
#endif
