#ifndef QUARTET_CCMARK_SHIM_H
#define QUARTET_CCMARK_SHIM_H
// cmark-gfm, GitHub's fork of the cmark C library, and its core extensions (tables,
// strikethrough, autolinks, task lists), as installed by Debian's libcmark-gfm-dev and
// libcmark-gfm-extensions-dev or Homebrew's cmark-gfm. Only DocBuildKit/Markdown/CMarkParser.swift
// imports it.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#endif
