/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Upsell_Benefit_EventsInputs */

const en_partners_upsell_benefit_events = /** @type {(inputs: Partners_Upsell_Benefit_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members-only events and early access`)
};

const es_partners_upsell_benefit_events = /** @type {(inputs: Partners_Upsell_Benefit_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos exclusivos para miembros y acceso anticipado`)
};

const fr_partners_upsell_benefit_events = /** @type {(inputs: Partners_Upsell_Benefit_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements réservés aux membres et accès en avant-première`)
};

/**
* | output |
* | --- |
* | "Members-only events and early access" |
*
* @param {Partners_Upsell_Benefit_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_upsell_benefit_events = /** @type {((inputs?: Partners_Upsell_Benefit_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Upsell_Benefit_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_upsell_benefit_events(inputs)
	if (locale === "fr") return fr_partners_upsell_benefit_events(inputs)
	return en_partners_upsell_benefit_events(inputs)
});