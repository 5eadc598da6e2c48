/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ language: NonNullable<unknown>, field: NonNullable<unknown>, subject: NonNullable<unknown> }} Tours_Tr_Save_NamedInputs */

const en_tours_tr_save_named = /** @type {(inputs: Tours_Tr_Save_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save the ${i?.language} ${i?.field} of ${i?.subject}`)
};

const es_tours_tr_save_named = /** @type {(inputs: Tours_Tr_Save_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardar ${i?.field} en ${i?.language} de ${i?.subject}`)
};

const fr_tours_tr_save_named = /** @type {(inputs: Tours_Tr_Save_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistrer ${i?.field} en ${i?.language} de ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "Save the {language} {field} of {subject}" |
*
* @param {Tours_Tr_Save_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_save_named = /** @type {((inputs: Tours_Tr_Save_NamedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_Save_NamedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_save_named(inputs)
	if (locale === "fr") return fr_tours_tr_save_named(inputs)
	return en_tours_tr_save_named(inputs)
});