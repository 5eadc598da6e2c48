/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ permission: NonNullable<unknown>, role: NonNullable<unknown> }} Moderation_Pe_Allow_LabelInputs */

const en_moderation_pe_allow_label = /** @type {(inputs: Moderation_Pe_Allow_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allow ${i?.permission} for ${i?.role}`)
};

const es_moderation_pe_allow_label = /** @type {(inputs: Moderation_Pe_Allow_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permitir ${i?.permission} a ${i?.role}`)
};

const fr_moderation_pe_allow_label = /** @type {(inputs: Moderation_Pe_Allow_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autoriser ${i?.permission} pour ${i?.role}`)
};

/**
* | output |
* | --- |
* | "Allow {permission} for {role}" |
*
* @param {Moderation_Pe_Allow_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_allow_label = /** @type {((inputs: Moderation_Pe_Allow_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Allow_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_allow_label(inputs)
	if (locale === "fr") return fr_moderation_pe_allow_label(inputs)
	return en_moderation_pe_allow_label(inputs)
});