/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_LeadInputs */

const en_info_vc_lead = /** @type {(inputs: Info_Vc_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free maps, this week's events and advice from people who live here, in the heart of 125th Street. Drop in before you explore, or come back when you need a recommendation.`)
};

const es_info_vc_lead = /** @type {(inputs: Info_Vc_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapas gratis, los eventos de esta semana y consejos de gente que vive aquí, en pleno corazón de la calle 125. Pasa antes de salir a explorar, o vuelve cuando necesites una recomendación.`)
};

const fr_info_vc_lead = /** @type {(inputs: Info_Vc_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des plans gratuits, les événements de la semaine et les conseils de gens qui vivent ici, au cœur de la 125e Rue. Passez avant de partir explorer, ou revenez quand il vous faut une recommandation.`)
};

/**
* | output |
* | --- |
* | "Free maps, this week's events and advice from people who live here, in the heart of 125th Street. Drop in before you explore, or come back when you need a re..." |
*
* @param {Info_Vc_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_lead = /** @type {((inputs?: Info_Vc_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_lead(inputs)
	if (locale === "fr") return fr_info_vc_lead(inputs)
	return en_info_vc_lead(inputs)
});