/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Reports_LabelInputs */

const en_moderation_mo_reports_label = /** @type {(inputs: Moderation_Mo_Reports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reported reviews`)
};

const es_moderation_mo_reports_label = /** @type {(inputs: Moderation_Mo_Reports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseñas denunciadas`)
};

const fr_moderation_mo_reports_label = /** @type {(inputs: Moderation_Mo_Reports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis signalés`)
};

/**
* | output |
* | --- |
* | "Reported reviews" |
*
* @param {Moderation_Mo_Reports_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_reports_label = /** @type {((inputs?: Moderation_Mo_Reports_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Reports_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_reports_label(inputs)
	if (locale === "fr") return fr_moderation_mo_reports_label(inputs)
	return en_moderation_mo_reports_label(inputs)
});