/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_FormsInputs */

const en_info_access_forms = /** @type {(inputs: Info_Access_FormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forms say what went wrong next to the field, in words, and keep what you typed.`)
};

const es_info_access_forms = /** @type {(inputs: Info_Access_FormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los formularios dicen qué salió mal junto al campo, con palabras, y conservan lo que escribiste.`)
};

const fr_info_access_forms = /** @type {(inputs: Info_Access_FormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les formulaires indiquent en toutes lettres, à côté du champ, ce qui n’allait pas, et gardent ce que vous avez saisi.`)
};

/**
* | output |
* | --- |
* | "Forms say what went wrong next to the field, in words, and keep what you typed." |
*
* @param {Info_Access_FormsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_forms = /** @type {((inputs?: Info_Access_FormsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_FormsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_forms(inputs)
	if (locale === "fr") return fr_info_access_forms(inputs)
	return en_info_access_forms(inputs)
});