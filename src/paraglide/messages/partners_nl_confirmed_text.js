/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Confirmed_TextInputs */

const en_partners_nl_confirmed_text = /** @type {(inputs: Partners_Nl_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is confirmed. The next Harlem newsletter will arrive in your inbox.`)
};

const es_partners_nl_confirmed_text = /** @type {(inputs: Partners_Nl_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu correo electrónico está confirmado. El próximo boletín de Harlem llegará a tu bandeja de entrada.`)
};

const fr_partners_nl_confirmed_text = /** @type {(inputs: Partners_Nl_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail est confirmée. La prochaine lettre d’information de Harlem arrivera dans votre boîte de réception.`)
};

/**
* | output |
* | --- |
* | "Your email address is confirmed. The next Harlem newsletter will arrive in your inbox." |
*
* @param {Partners_Nl_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_confirmed_text = /** @type {((inputs?: Partners_Nl_Confirmed_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Confirmed_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_confirmed_text(inputs)
	if (locale === "fr") return fr_partners_nl_confirmed_text(inputs)
	return en_partners_nl_confirmed_text(inputs)
});