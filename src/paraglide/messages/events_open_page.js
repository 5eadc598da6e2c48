/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Open_PageInputs */

const en_events_open_page = /** @type {(inputs: Events_Open_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the page instead`)
};

const es_events_open_page = /** @type {(inputs: Events_Open_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la página`)
};

const fr_events_open_page = /** @type {(inputs: Events_Open_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir la page à la place`)
};

/**
* | output |
* | --- |
* | "Open the page instead" |
*
* @param {Events_Open_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_open_page = /** @type {((inputs?: Events_Open_PageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Open_PageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_open_page(inputs)
	if (locale === "fr") return fr_events_open_page(inputs)
	return en_events_open_page(inputs)
});