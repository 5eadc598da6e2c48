/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_Save_FrInputs */

const en_tours_tr_save_fr = /** @type {(inputs: Tours_Tr_Save_FrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save French`)
};

const es_tours_tr_save_fr = /** @type {(inputs: Tours_Tr_Save_FrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar francés`)
};

const fr_tours_tr_save_fr = /** @type {(inputs: Tours_Tr_Save_FrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le français`)
};

/**
* | output |
* | --- |
* | "Save French" |
*
* @param {Tours_Tr_Save_FrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_save_fr = /** @type {((inputs?: Tours_Tr_Save_FrInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_Save_FrInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_save_fr(inputs)
	if (locale === "fr") return fr_tours_tr_save_fr(inputs)
	return en_tours_tr_save_fr(inputs)
});