/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_None_SoonInputs */

const en_events_none_soon = /** @type {(inputs: Events_None_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New events are added every week; check back soon.`)
};

const es_events_none_soon = /** @type {(inputs: Events_None_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada semana se agregan eventos nuevos; vuelve pronto.`)
};

const fr_events_none_soon = /** @type {(inputs: Events_None_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouveaux événements sont ajoutés chaque semaine ; revenez bientôt.`)
};

/**
* | output |
* | --- |
* | "New events are added every week; check back soon." |
*
* @param {Events_None_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_none_soon = /** @type {((inputs?: Events_None_SoonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_None_SoonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_none_soon(inputs)
	if (locale === "fr") return fr_events_none_soon(inputs)
	return en_events_none_soon(inputs)
});