/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Confirmed_WelcomeInputs */

const en_partners_nl_confirmed_welcome = /** @type {(inputs: Partners_Nl_Confirmed_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We've emailed you a welcome with an unsubscribe link; every issue carries it too.`)
};

const es_partners_nl_confirmed_welcome = /** @type {(inputs: Partners_Nl_Confirmed_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te enviamos un correo de bienvenida con un enlace para darte de baja; cada edición también lo incluye.`)
};

const fr_partners_nl_confirmed_welcome = /** @type {(inputs: Partners_Nl_Confirmed_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous avons envoyé un e-mail de bienvenue avec un lien de désabonnement ; chaque numéro le contient aussi.`)
};

/**
* | output |
* | --- |
* | "We've emailed you a welcome with an unsubscribe link; every issue carries it too." |
*
* @param {Partners_Nl_Confirmed_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_confirmed_welcome = /** @type {((inputs?: Partners_Nl_Confirmed_WelcomeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Confirmed_WelcomeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_confirmed_welcome(inputs)
	if (locale === "fr") return fr_partners_nl_confirmed_welcome(inputs)
	return en_partners_nl_confirmed_welcome(inputs)
});