/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Applications_LabelInputs */

const en_moderation_mo_applications_label = /** @type {(inputs: Moderation_Mo_Applications_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership applications`)
};

const es_moderation_mo_applications_label = /** @type {(inputs: Moderation_Mo_Applications_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de alianza`)
};

const fr_moderation_mo_applications_label = /** @type {(inputs: Moderation_Mo_Applications_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidatures de partenariat`)
};

/**
* | output |
* | --- |
* | "Partnership applications" |
*
* @param {Moderation_Mo_Applications_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_applications_label = /** @type {((inputs?: Moderation_Mo_Applications_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Applications_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_applications_label(inputs)
	if (locale === "fr") return fr_moderation_mo_applications_label(inputs)
	return en_moderation_mo_applications_label(inputs)
});