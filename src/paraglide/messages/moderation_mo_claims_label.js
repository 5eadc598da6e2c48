/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Claims_LabelInputs */

const en_moderation_mo_claims_label = /** @type {(inputs: Moderation_Mo_Claims_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing claims`)
};

const es_moderation_mo_claims_label = /** @type {(inputs: Moderation_Mo_Claims_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de gestión`)
};

const fr_moderation_mo_claims_label = /** @type {(inputs: Moderation_Mo_Claims_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes de gestion`)
};

/**
* | output |
* | --- |
* | "Listing claims" |
*
* @param {Moderation_Mo_Claims_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_claims_label = /** @type {((inputs?: Moderation_Mo_Claims_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Claims_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_claims_label(inputs)
	if (locale === "fr") return fr_moderation_mo_claims_label(inputs)
	return en_moderation_mo_claims_label(inputs)
});