/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Uploads_LabelInputs */

const en_moderation_mo_uploads_label = /** @type {(inputs: Moderation_Mo_Uploads_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid uploads waiting for review`)
};

const es_moderation_mo_uploads_label = /** @type {(inputs: Moderation_Mo_Uploads_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargas pagadas pendientes de revisión`)
};

const fr_moderation_mo_uploads_label = /** @type {(inputs: Moderation_Mo_Uploads_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dépôts payés en attente de vérification`)
};

/**
* | output |
* | --- |
* | "Paid uploads waiting for review" |
*
* @param {Moderation_Mo_Uploads_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_uploads_label = /** @type {((inputs?: Moderation_Mo_Uploads_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Uploads_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_uploads_label(inputs)
	if (locale === "fr") return fr_moderation_mo_uploads_label(inputs)
	return en_moderation_mo_uploads_label(inputs)
});