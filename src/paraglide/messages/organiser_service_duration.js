/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Service_DurationInputs */

const en_organiser_service_duration = /** @type {(inputs: Organiser_Service_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration (minutes) *`)
};

const es_organiser_service_duration = /** @type {(inputs: Organiser_Service_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duración (minutos) *`)
};

const fr_organiser_service_duration = /** @type {(inputs: Organiser_Service_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée (minutes) *`)
};

/**
* | output |
* | --- |
* | "Duration (minutes) *" |
*
* @param {Organiser_Service_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_service_duration = /** @type {((inputs?: Organiser_Service_DurationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Service_DurationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_service_duration(inputs)
	if (locale === "fr") return fr_organiser_service_duration(inputs)
	return en_organiser_service_duration(inputs)
});