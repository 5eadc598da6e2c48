/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Events_LabelInputs */

const en_info_vc_events_label = /** @type {(inputs: Info_Vc_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week's events`)
};

const es_info_vc_events_label = /** @type {(inputs: Info_Vc_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los eventos de esta semana`)
};

const fr_info_vc_events_label = /** @type {(inputs: Info_Vc_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les événements de la semaine`)
};

/**
* | output |
* | --- |
* | "This week's events" |
*
* @param {Info_Vc_Events_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_events_label = /** @type {((inputs?: Info_Vc_Events_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Events_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_events_label(inputs)
	if (locale === "fr") return fr_info_vc_events_label(inputs)
	return en_info_vc_events_label(inputs)
});