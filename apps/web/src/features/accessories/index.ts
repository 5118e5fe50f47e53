/** Public surface of the accessories feature: the listing used by /credential/accessories. */
export { CredentialAccessories } from './components/credential-accessories';
