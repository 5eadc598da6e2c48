/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_SentInputs */

const en_festival_sent = /** @type {(inputs: Festival_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sponsorship inquiry has been received, and our partnerships team will contact you soon.`)
};

const es_festival_sent = /** @type {(inputs: Festival_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibimos tu solicitud de patrocinio; nuestro equipo de alianzas se comunicará contigo pronto.`)
};

const fr_festival_sent = /** @type {(inputs: Festival_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande de mécénat a bien été reçue ; notre équipe partenariats vous contactera bientôt.`)
};

/**
* | output |
* | --- |
* | "Your sponsorship inquiry has been received, and our partnerships team will contact you soon." |
*
* @param {Festival_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_sent = /** @type {((inputs?: Festival_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_sent(inputs)
	if (locale === "fr") return fr_festival_sent(inputs)
	return en_festival_sent(inputs)
});