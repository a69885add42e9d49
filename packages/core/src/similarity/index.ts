export * from './similar-simulators';
