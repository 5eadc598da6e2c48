/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_No_Exclusive_EventsInputs */

const en_dashboard_no_exclusive_events = /** @type {(inputs: Dashboard_No_Exclusive_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No members-only events are coming up. Check back soon.`)
};

const es_dashboard_no_exclusive_events = /** @type {(inputs: Dashboard_No_Exclusive_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay eventos solo para socios próximamente. Vuelve pronto.`)
};

const fr_dashboard_no_exclusive_events = /** @type {(inputs: Dashboard_No_Exclusive_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement réservé aux membres n’est prévu. Revenez bientôt.`)
};

/**
* | output |
* | --- |
* | "No members-only events are coming up. Check back soon." |
*
* @param {Dashboard_No_Exclusive_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_exclusive_events = /** @type {((inputs?: Dashboard_No_Exclusive_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Exclusive_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_no_exclusive_events(inputs)
	if (locale === "fr") return fr_dashboard_no_exclusive_events(inputs)
	return en_dashboard_no_exclusive_events(inputs)
});