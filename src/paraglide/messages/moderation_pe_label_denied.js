/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ permission: NonNullable<unknown>, role: NonNullable<unknown> }} Moderation_Pe_Label_DeniedInputs */

const en_moderation_pe_label_denied = /** @type {(inputs: Moderation_Pe_Label_DeniedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.permission} for ${i?.role}: not allowed. Change`)
};

const es_moderation_pe_label_denied = /** @type {(inputs: Moderation_Pe_Label_DeniedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.permission} para ${i?.role}: no permitido. Cambiar`)
};

const fr_moderation_pe_label_denied = /** @type {(inputs: Moderation_Pe_Label_DeniedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.permission} pour ${i?.role} : non autorisé. Modifier`)
};

/**
* | output |
* | --- |
* | "{permission} for {role}: not allowed. Change" |
*
* @param {Moderation_Pe_Label_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_label_denied = /** @type {((inputs: Moderation_Pe_Label_DeniedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Label_DeniedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_label_denied(inputs)
	if (locale === "fr") return fr_moderation_pe_label_denied(inputs)
	return en_moderation_pe_label_denied(inputs)
});