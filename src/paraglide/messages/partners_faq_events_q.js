/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Faq_Events_QInputs */

const en_partners_faq_events_q = /** @type {(inputs: Partners_Faq_Events_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What are members-only events?`)
};

const es_partners_faq_events_q = /** @type {(inputs: Partners_Faq_Events_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué son los eventos exclusivos para miembros?`)
};

const fr_partners_faq_events_q = /** @type {(inputs: Partners_Faq_Events_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que sont les événements réservés aux membres ?`)
};

/**
* | output |
* | --- |
* | "What are members-only events?" |
*
* @param {Partners_Faq_Events_QInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_faq_events_q = /** @type {((inputs?: Partners_Faq_Events_QInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Faq_Events_QInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_faq_events_q(inputs)
	if (locale === "fr") return fr_partners_faq_events_q(inputs)
	return en_partners_faq_events_q(inputs)
});