/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Unsub_DescriptionInputs */

const en_alerts_unsub_description = /** @type {(inputs: Alerts_Unsub_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop the weekly digest email of the Harlem guide.`)
};

const es_alerts_unsub_description = /** @type {(inputs: Alerts_Unsub_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja de recibir el correo del resumen semanal de la guía de Harlem.`)
};

const fr_alerts_unsub_description = /** @type {(inputs: Alerts_Unsub_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus recevoir l’e-mail récapitulatif de la semaine du guide de Harlem.`)
};

/**
* | output |
* | --- |
* | "Stop the weekly digest email of the Harlem guide." |
*
* @param {Alerts_Unsub_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_unsub_description = /** @type {((inputs?: Alerts_Unsub_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Unsub_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_unsub_description(inputs)
	if (locale === "fr") return fr_alerts_unsub_description(inputs)
	return en_alerts_unsub_description(inputs)
});