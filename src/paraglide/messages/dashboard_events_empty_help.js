/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Events_Empty_HelpInputs */

const en_dashboard_events_empty_help = /** @type {(inputs: Dashboard_Events_Empty_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concerts, tours and festivals across Harlem: register and they will show up here.`)
};

const es_dashboard_events_empty_help = /** @type {(inputs: Dashboard_Events_Empty_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conciertos, recorridos y festivales por todo Harlem: inscríbete y aparecerán aquí.`)
};

const fr_dashboard_events_empty_help = /** @type {(inputs: Dashboard_Events_Empty_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concerts, visites et festivals dans tout Harlem : inscrivez-vous et ils apparaîtront ici.`)
};

/**
* | output |
* | --- |
* | "Concerts, tours and festivals across Harlem: register and they will show up here." |
*
* @param {Dashboard_Events_Empty_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_events_empty_help = /** @type {((inputs?: Dashboard_Events_Empty_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Events_Empty_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_events_empty_help(inputs)
	if (locale === "fr") return fr_dashboard_events_empty_help(inputs)
	return en_dashboard_events_empty_help(inputs)
});