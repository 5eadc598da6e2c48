/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Special_RequestsInputs */

const en_events_special_requests = /** @type {(inputs: Events_Special_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special requests`)
};

const es_events_special_requests = /** @type {(inputs: Events_Special_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes especiales`)
};

const fr_events_special_requests = /** @type {(inputs: Events_Special_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes particulières`)
};

/**
* | output |
* | --- |
* | "Special requests" |
*
* @param {Events_Special_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_special_requests = /** @type {((inputs?: Events_Special_RequestsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Special_RequestsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_special_requests(inputs)
	if (locale === "fr") return fr_events_special_requests(inputs)
	return en_events_special_requests(inputs)
});