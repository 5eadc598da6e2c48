/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Walk_AgainInputs */

const en_tours_walk_again = /** @type {(inputs: Tours_Walk_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walk it again`)
};

const es_tours_walk_again = /** @type {(inputs: Tours_Walk_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recórrelo otra vez`)
};

const fr_tours_walk_again = /** @type {(inputs: Tours_Walk_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La refaire`)
};

/**
* | output |
* | --- |
* | "Walk it again" |
*
* @param {Tours_Walk_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_walk_again = /** @type {((inputs?: Tours_Walk_AgainInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Walk_AgainInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_walk_again(inputs)
	if (locale === "fr") return fr_tours_walk_again(inputs)
	return en_tours_walk_again(inputs)
});