/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_F_AccessInputs */

const en_tours_tr_f_access = /** @type {(inputs: Tours_Tr_F_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibility notes`)
};

const es_tours_tr_f_access = /** @type {(inputs: Tours_Tr_F_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas de accesibilidad`)
};

const fr_tours_tr_f_access = /** @type {(inputs: Tours_Tr_F_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes d’accessibilité`)
};

/**
* | output |
* | --- |
* | "Accessibility notes" |
*
* @param {Tours_Tr_F_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_f_access = /** @type {((inputs?: Tours_Tr_F_AccessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_F_AccessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_f_access(inputs)
	if (locale === "fr") return fr_tours_tr_f_access(inputs)
	return en_tours_tr_f_access(inputs)
});