/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Faq_Events_AInputs */

const en_partners_faq_events_a = /** @type {(inputs: Partners_Faq_Events_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events hosted by Harlem venues for premium members: early access, tastings, talks and tours. Members register from the event page.`)
};

const es_partners_faq_events_a = /** @type {(inputs: Partners_Faq_Events_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos que organizan lugares de Harlem para los miembros premium: acceso anticipado, degustaciones, charlas y recorridos. Los miembros se inscriben desde la página del evento.`)
};

const fr_partners_faq_events_a = /** @type {(inputs: Partners_Faq_Events_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des événements organisés par des lieux de Harlem pour les membres premium : accès en avant-première, dégustations, conférences et visites. Les membres s’inscrivent depuis la page de l’événement.`)
};

/**
* | output |
* | --- |
* | "Events hosted by Harlem venues for premium members: early access, tastings, talks and tours. Members register from the event page." |
*
* @param {Partners_Faq_Events_AInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_faq_events_a = /** @type {((inputs?: Partners_Faq_Events_AInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Faq_Events_AInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_faq_events_a(inputs)
	if (locale === "fr") return fr_partners_faq_events_a(inputs)
	return en_partners_faq_events_a(inputs)
});