/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Login_RequiredInputs */

const en_alerts_login_required = /** @type {(inputs: Alerts_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to see your notifications.`)
};

const es_alerts_login_required = /** @type {(inputs: Alerts_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para ver tus notificaciones.`)
};

const fr_alerts_login_required = /** @type {(inputs: Alerts_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour voir vos notifications.`)
};

/**
* | output |
* | --- |
* | "Please log in to see your notifications." |
*
* @param {Alerts_Login_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_login_required = /** @type {((inputs?: Alerts_Login_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Login_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_login_required(inputs)
	if (locale === "fr") return fr_alerts_login_required(inputs)
	return en_alerts_login_required(inputs)
});