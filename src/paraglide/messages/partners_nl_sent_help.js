/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Sent_HelpInputs */

const en_partners_nl_sent_help = /** @type {(inputs: Partners_Nl_Sent_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can't find it? Check your spam folder, or sign up again to get a new link (earlier links then stop working).`)
};

const es_partners_nl_sent_help = /** @type {(inputs: Partners_Nl_Sent_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No lo encuentras? Revisa tu carpeta de correo no deseado o vuelve a suscribirte para recibir un enlace nuevo (los enlaces anteriores dejarán de funcionar).`)
};

const fr_partners_nl_sent_help = /** @type {(inputs: Partners_Nl_Sent_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne le trouvez pas ? Vérifiez vos courriers indésirables ou inscrivez-vous à nouveau pour recevoir un nouveau lien (les liens précédents ne fonctionneront alors plus).`)
};

/**
* | output |
* | --- |
* | "Can't find it? Check your spam folder, or sign up again to get a new link (earlier links then stop working)." |
*
* @param {Partners_Nl_Sent_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_sent_help = /** @type {((inputs?: Partners_Nl_Sent_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Sent_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_sent_help(inputs)
	if (locale === "fr") return fr_partners_nl_sent_help(inputs)
	return en_partners_nl_sent_help(inputs)
});