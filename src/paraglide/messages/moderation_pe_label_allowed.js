/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ permission: NonNullable<unknown>, role: NonNullable<unknown> }} Moderation_Pe_Label_AllowedInputs */

const en_moderation_pe_label_allowed = /** @type {(inputs: Moderation_Pe_Label_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.permission} for ${i?.role}: allowed. Change`)
};

const es_moderation_pe_label_allowed = /** @type {(inputs: Moderation_Pe_Label_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.permission} para ${i?.role}: permitido. Cambiar`)
};

const fr_moderation_pe_label_allowed = /** @type {(inputs: Moderation_Pe_Label_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.permission} pour ${i?.role} : autorisé. Modifier`)
};

/**
* | output |
* | --- |
* | "{permission} for {role}: allowed. Change" |
*
* @param {Moderation_Pe_Label_AllowedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_label_allowed = /** @type {((inputs: Moderation_Pe_Label_AllowedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Label_AllowedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_label_allowed(inputs)
	if (locale === "fr") return fr_moderation_pe_label_allowed(inputs)
	return en_moderation_pe_label_allowed(inputs)
});