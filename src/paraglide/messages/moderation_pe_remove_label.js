/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ permission: NonNullable<unknown>, role: NonNullable<unknown> }} Moderation_Pe_Remove_LabelInputs */

const en_moderation_pe_remove_label = /** @type {(inputs: Moderation_Pe_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.permission} from ${i?.role}`)
};

const es_moderation_pe_remove_label = /** @type {(inputs: Moderation_Pe_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirar ${i?.permission} a ${i?.role}`)
};

const fr_moderation_pe_remove_label = /** @type {(inputs: Moderation_Pe_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.permission} à ${i?.role}`)
};

/**
* | output |
* | --- |
* | "Remove {permission} from {role}" |
*
* @param {Moderation_Pe_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_remove_label = /** @type {((inputs: Moderation_Pe_Remove_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Remove_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_remove_label(inputs)
	if (locale === "fr") return fr_moderation_pe_remove_label(inputs)
	return en_moderation_pe_remove_label(inputs)
});