// What only pages with static parts need, apart from the package's entry, so the others do not
// bring it: the part itself, and the way to leave what it shows out of the page state.
export { sentAs } from '../data/sent-as';
export { StaticPart } from './static-part';
