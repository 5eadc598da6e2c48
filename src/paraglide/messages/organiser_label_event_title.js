/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Label_Event_TitleInputs */

const en_organiser_label_event_title = /** @type {(inputs: Organiser_Label_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event title`)
};

const es_organiser_label_event_title = /** @type {(inputs: Organiser_Label_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título del evento`)
};

const fr_organiser_label_event_title = /** @type {(inputs: Organiser_Label_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre de l’événement`)
};

/**
* | output |
* | --- |
* | "Event title" |
*
* @param {Organiser_Label_Event_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_label_event_title = /** @type {((inputs?: Organiser_Label_Event_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Label_Event_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_label_event_title(inputs)
	if (locale === "fr") return fr_organiser_label_event_title(inputs)
	return en_organiser_label_event_title(inputs)
});