/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Open_WordInputs */

const en_owner_open_word = /** @type {(inputs: Owner_Open_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const es_owner_open_word = /** @type {(inputs: Owner_Open_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abierto`)
};

const fr_owner_open_word = /** @type {(inputs: Owner_Open_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvert`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Owner_Open_WordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_open_word = /** @type {((inputs?: Owner_Open_WordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Open_WordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_open_word(inputs)
	if (locale === "fr") return fr_owner_open_word(inputs)
	return en_owner_open_word(inputs)
});