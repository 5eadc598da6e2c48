/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_NavInputs */

const en_tours_nav = /** @type {(inputs: Tours_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walking Tours`)
};

const es_tours_nav = /** @type {(inputs: Tours_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorridos a pie`)
};

const fr_tours_nav = /** @type {(inputs: Tours_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites à pied`)
};

/**
* | output |
* | --- |
* | "Walking Tours" |
*
* @param {Tours_NavInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_nav = /** @type {((inputs?: Tours_NavInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_NavInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_nav(inputs)
	if (locale === "fr") return fr_tours_nav(inputs)
	return en_tours_nav(inputs)
});