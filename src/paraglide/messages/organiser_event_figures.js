/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Event_FiguresInputs */

const en_organiser_event_figures = /** @type {(inputs: Organiser_Event_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event figures`)
};

const es_organiser_event_figures = /** @type {(inputs: Organiser_Event_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cifras de tus eventos`)
};

const fr_organiser_event_figures = /** @type {(inputs: Organiser_Event_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiffres de vos événements`)
};

/**
* | output |
* | --- |
* | "Event figures" |
*
* @param {Organiser_Event_FiguresInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_event_figures = /** @type {((inputs?: Organiser_Event_FiguresInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Event_FiguresInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_event_figures(inputs)
	if (locale === "fr") return fr_organiser_event_figures(inputs)
	return en_organiser_event_figures(inputs)
});