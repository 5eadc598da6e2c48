/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_HeadingInputs */

const en_events_heading = /** @type {(inputs: Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Events`)
};

const es_events_heading = /** @type {(inputs: Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos en Harlem`)
};

const fr_events_heading = /** @type {(inputs: Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à Harlem`)
};

/**
* | output |
* | --- |
* | "Harlem Events" |
*
* @param {Events_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_heading = /** @type {((inputs?: Events_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_heading(inputs)
	if (locale === "fr") return fr_events_heading(inputs)
	return en_events_heading(inputs)
});