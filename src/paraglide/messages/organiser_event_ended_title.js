/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Event_Ended_TitleInputs */

const en_organiser_event_ended_title = /** @type {(inputs: Organiser_Event_Ended_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Ended`)
};

const es_organiser_event_ended_title = /** @type {(inputs: Organiser_Event_Ended_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento terminado`)
};

const fr_organiser_event_ended_title = /** @type {(inputs: Organiser_Event_Ended_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement terminé`)
};

/**
* | output |
* | --- |
* | "Event Ended" |
*
* @param {Organiser_Event_Ended_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_event_ended_title = /** @type {((inputs?: Organiser_Event_Ended_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Event_Ended_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_event_ended_title(inputs)
	if (locale === "fr") return fr_organiser_event_ended_title(inputs)
	return en_organiser_event_ended_title(inputs)
});