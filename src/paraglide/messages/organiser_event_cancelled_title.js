/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Event_Cancelled_TitleInputs */

const en_organiser_event_cancelled_title = /** @type {(inputs: Organiser_Event_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Cancelled`)
};

const es_organiser_event_cancelled_title = /** @type {(inputs: Organiser_Event_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento cancelado`)
};

const fr_organiser_event_cancelled_title = /** @type {(inputs: Organiser_Event_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement annulé`)
};

/**
* | output |
* | --- |
* | "Event Cancelled" |
*
* @param {Organiser_Event_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_event_cancelled_title = /** @type {((inputs?: Organiser_Event_Cancelled_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Event_Cancelled_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_event_cancelled_title(inputs)
	if (locale === "fr") return fr_organiser_event_cancelled_title(inputs)
	return en_organiser_event_cancelled_title(inputs)
});