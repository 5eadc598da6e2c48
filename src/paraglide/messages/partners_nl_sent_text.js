/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Sent_TextInputs */

const en_partners_nl_sent_text = /** @type {(inputs: Partners_Nl_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent a confirmation link to your email address. Open it to start receiving the Harlem newsletter.`)
};

const es_partners_nl_sent_text = /** @type {(inputs: Partners_Nl_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviamos un enlace de confirmación a tu correo electrónico. Ábrelo para empezar a recibir el boletín de Harlem.`)
};

const fr_partners_nl_sent_text = /** @type {(inputs: Partners_Nl_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un lien de confirmation à votre adresse e-mail. Ouvrez-le pour commencer à recevoir la lettre d’information de Harlem.`)
};

/**
* | output |
* | --- |
* | "We sent a confirmation link to your email address. Open it to start receiving the Harlem newsletter." |
*
* @param {Partners_Nl_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_sent_text = /** @type {((inputs?: Partners_Nl_Sent_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Sent_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_sent_text(inputs)
	if (locale === "fr") return fr_partners_nl_sent_text(inputs)
	return en_partners_nl_sent_text(inputs)
});