/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_HereInputs */

const en_tours_here = /** @type {(inputs: Tours_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are here`)
};

const es_tours_here = /** @type {(inputs: Tours_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás aquí`)
};

const fr_tours_here = /** @type {(inputs: Tours_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes ici`)
};

/**
* | output |
* | --- |
* | "You are here" |
*
* @param {Tours_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_here = /** @type {((inputs?: Tours_HereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_HereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_here(inputs)
	if (locale === "fr") return fr_tours_here(inputs)
	return en_tours_here(inputs)
});