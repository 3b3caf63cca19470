// electron-vite resolves `?modulePath` imports to the path of a separately built chunk.
/// <reference types="electron-vite/node" />
